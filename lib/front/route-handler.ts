/** A handler of the API's own shape: the request and the address's parameters, already resolved. */
export type Handler<P> = (request: Request, params: P) => Promise<Response>;

/** The same handler as a Next route export (Next hands the parameters over as a promise). */
export function nextRoute<P>(handler: Handler<P>) {
  return async (request: Request, { params }: { params: Promise<P> }): Promise<Response> =>
    handler(request, await params);
}
