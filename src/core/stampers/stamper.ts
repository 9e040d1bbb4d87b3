/** One signed-API request header carrying the proof of who sent the body. */
export interface StampHeader {
  headerName: string;
  headerValue: string;
  /** The session key that stamped (compressed hex), when the current session's did. */
  sessionKey?: string;
}

/**
 * Signs the exact request body string that will be sent (wire-details, "Stamps"). The transport
 * must send those bytes unchanged: re-serializing the body invalidates the stamp.
 */
export interface Stamper {
  stamp(body: string): Promise<StampHeader>;
  /**
   * True when each stamp asks the user (a passkey prompt, a wallet's signature): the kit never
   * stamps again behind their back (a request refused for its time is not resent).
   */
  readonly interactive?: boolean;
}
