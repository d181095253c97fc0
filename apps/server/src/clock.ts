/** The time rules and jobs run on: the system clock in production, a controllable one in tests. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
