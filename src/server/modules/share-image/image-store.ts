import fs from "node:fs/promises";
import path from "node:path";

/**
 * Rendered previews on disk, one folder per quote and one file per version of it: a new version replaces
 * the older files of that quote. Writes go to a temporary file first, so readers never see half an image.
 */
export class ImageStore {
  constructor(private readonly dir: string) {}

  private file(quoteId: string, version: string) {
    return path.join(this.dir, quoteId, `${version}.png`);
  }

  async read(quoteId: string, version: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.file(quoteId, version));
    } catch {
      return undefined;
    }
  }

  async write(quoteId: string, version: string, png: Buffer): Promise<void> {
    const folder = path.join(this.dir, quoteId);
    await fs.mkdir(folder, { recursive: true });
    const target = this.file(quoteId, version);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temporary, png);
    await fs.rename(temporary, target);
    const names = await fs.readdir(folder);
    await Promise.all(
      names
        .filter((name) => name !== `${version}.png` && !name.endsWith(".tmp"))
        .map((name) => fs.rm(path.join(folder, name), { force: true })),
    );
  }
}
