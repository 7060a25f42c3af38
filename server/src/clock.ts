/** Where the server reads the time; tests pass their own so that nothing ever sleeps. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
