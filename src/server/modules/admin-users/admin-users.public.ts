/** What other modules may use of the admin-users module: deleting an account with its content policy. */
export { deleteAccount } from "./account-deletion.ts";
