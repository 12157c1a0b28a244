import { data, type ServerBuild } from "react-router";
import type { RefusalPage } from "~/components/ui/status-screen";
import { plainRefusal, type Refusal } from "./plain-page.server";

/**
 * The server build with every route's action first throwing the Worker's refusal of this
 * request, when it has one (`context.refusal`). Thrown by the action, a refusal is shown like any
 * error an action throws: a page of the site with its header and footer in the page's language
 * (app/page-layout.tsx), for a document post and for a post with JavaScript (`.data`) alike.
 */
export function withWorkerRefusals(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const action = route?.module.action;
      if (!route || !action) return [id, route];
      const refusing: typeof action = (args) => {
        const refusal = args.context.refusal;
        if (refusal) throw refusalError(refusal);
        return action(args);
      };
      return [id, { ...route, module: { ...route.module, action: refusing } }];
    }),
  );
  return { ...build, routes };
}

function refusalError(refusal: Refusal) {
  const page: RefusalPage = { title: refusal.heading, message: refusal.message };
  return data(page, { status: refusal.status, headers: refusal.headers });
}

/**
 * What the refused request becomes for the router: the same address and headers (her cookies: the
 * header shows her signed in), with no body, and no foreign Origin for the router to refuse in turn.
 */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ["Content-Length", "Transfer-Encoding", "Origin"]) headers.delete(name);
  return new Request(request.url, { method: request.method, headers });
}

/**
 * The answer to a request the Worker refused: its page rendered by React Router (`render`, given the
 * body-less request and the refusal for `context.refusal`), or, where the address has no form
 * to refuse (React Router answers otherwise: 404, 405), the refusal's plain page.
 */
export async function answerRefusal(
  request: Request,
  refusal: Refusal,
  render: (request: Request, refusal: Refusal) => Promise<Response>,
): Promise<Response> {
  const page = await render(withoutBody(request), refusal);
  if (page.status !== refusal.status) return plainRefusal(refusal);
  const answer = new Response(page.body, page);
  for (const [name, value] of Object.entries(refusal.headers ?? {})) {
    answer.headers.set(name, value);
  }
  return answer;
}
