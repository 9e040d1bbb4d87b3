import { isSessionRefusal, refusalResponse } from 'embedded-wallet-kit/server';
import { type NextRequest, NextResponse } from 'next/server';
import { verifier } from './app/verifier';

// Next.js's request proxy (what was middleware before Next.js 16): every /api/account request is
// verified once here, and the routes behind read who sent it from a header set here.
export async function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.delete('x-ewk-user-id');
  try {
    const caller = await verifier.verify(request);
    headers.set('x-ewk-user-id', caller.userId);
  } catch (error) {
    if (isSessionRefusal(error)) return refusalResponse(error);
    throw error;
  }
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: '/api/account/:path*' };
