/** What other modules may use of the users module: a user's row and fields, and how the API shows them. */
export {
  findUserByEmail,
  findUserById,
  insertUser,
  publicUserColumns,
  toAuthUser,
  type PublicUserFields,
  type UserRow,
} from "./users.repository.ts";
