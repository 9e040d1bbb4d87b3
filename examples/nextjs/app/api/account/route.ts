// Behind proxy.ts: it verified the request and says who sent it in `x-ewk-user-id` (a header
// it sets itself, after dropping any the request carried).
export function GET(request: Request) {
  return Response.json({ userId: request.headers.get('x-ewk-user-id'), via: 'proxy' });
}
