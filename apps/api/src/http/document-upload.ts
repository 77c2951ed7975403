import type { FastifyRequest } from "fastify";
import { HttpError, badRequest } from "./errors.ts";

/** The largest document (spreadsheet) an upload may carry. */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const FILE_FIELD = "file";
const NOT_A_FORM = "Fayl multipart/form-data shaklida, file maydonida yuborilishi kerak";
const NO_FILE = "Fayl tanlanmagan: file maydoni bo'sh";
const TOO_LARGE = "Fayl hajmi 10 MB dan oshmasligi kerak";
const BAD_FORM = "Forma ma'lumotlari noto'g'ri";

export type Upload = { fields: Record<string, string>; file: Buffer };

/**
 * A multipart form with one document in `file` and plain text fields. The document is held in
 * memory up to the limit; a larger one is refused with 413 as soon as the limit is passed.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest(NOT_A_FORM);
  const fields: Record<string, string> = Object.create(null);
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } })) {
      if (part.type === "field") fields[part.fieldname] = String(part.value);
      else if (part.fieldname === FILE_FIELD) file = await part.toBuffer();
      else await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, { detail: TOO_LARGE });
    throw badRequest(BAD_FORM);
  }
  if (!file?.length) throw badRequest(NO_FILE);
  return { fields: { ...fields }, file };
}
