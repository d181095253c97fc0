/** The chain refused or could not be reached; the message is the chain's own words, for the log and the platform. */
export class ChainError extends Error {
  constructor(
    message: string,
    /**
     * True when the chain surely sent nothing (it answered with a refusal); false when it
     * may have (no answer, a timeout), so only asking it later tells.
     */
    readonly refused: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
