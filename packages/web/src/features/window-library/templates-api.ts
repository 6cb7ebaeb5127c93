import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import type { ApiClient } from "../../shared/api/create-client.ts";

// The company's window library on the server (routes.templates): its own templates and how
// often each template was used. Built-in templates come from core and are never fetched.

/** One of the company's own templates as the server answers it; `key` is "user:<id>". */
export type OwnTemplateDto = DataOf<typeof routes.templates.create>;
export type TemplateUsage = DataOf<typeof routes.templates.usage>;

/** Page size used to read the whole own list (the server's largest page). */
export const TEMPLATE_PAGE_SIZE = 100;
const MAX_PAGES = 100;

export type TemplatesApi = ReturnType<typeof templatesApi>;

export function templatesApi(client: Pick<ApiClient, "call">) {
  return {
    /** Every own template of the company, oldest first, reading page after page. */
    async listAll(): Promise<OwnTemplateDto[]> {
      const all: OwnTemplateDto[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { items, total } = await client.call(routes.templates.list, {
          query: { page, pageSize: TEMPLATE_PAGE_SIZE },
        });
        all.push(...items);
        if (items.length === 0 || all.length >= total) break;
      }
      return all;
    },
    create: (body: BodyIn<typeof routes.templates.create>) => client.call(routes.templates.create, { body }),
    remove: (id: number) => client.call(routes.templates.remove, { params: { id } }),
    usage: () => client.call(routes.templates.usage),
    recordUse: (templateKey: string) => client.call(routes.templates.recordUse, { body: { templateKey } }),
  };
}
