import packageJson from "../../package.json" with { type: "json" };

/** The app's version, from package.json: the one place it is written (the client's build reads it too). */
export const APP_VERSION: string = packageJson.version;
