import { pageSchema, pageSizeSchema } from "@fenestra/core/schemas/ids";
import { z } from "zod";

/**
 * The query of a paged list: the page from 1 and 1 to 100 rows a page (DESIGN §2: every list pages
 * on the server). A list adds its filters with `.extend`.
 */
export const pageQuerySchema = z.object({ page: pageSchema, pageSize: pageSizeSchema });

/** One page of a list: its rows, and how many rows the whole list holds. */
export const pageOf = <const T extends z.ZodType>(item: T, total = z.number()) =>
  z.object({ items: z.array(item), total });
