type Route = (url: string, init?: RequestInit) => unknown;

/** A fetch stub answering by "METHOD path" (query string included); unknown calls get a 404 body. */
export function routeFetch(routes: Record<string, Route | unknown>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const key = `${init?.method ?? "GET"} ${url}`;
    if (!(key in routes)) return new Response(JSON.stringify({ message: `No route for ${key}`, code: "not_found", requestId: "t" }), { status: 404 });
    const route = routes[key];
    const answer = typeof route === "function" ? (route as Route)(url, init) : route;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
  };
}
