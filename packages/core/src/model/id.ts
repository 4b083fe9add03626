/** Ids are 15 characters of `a-z0-9`, generated on the client so one atomic write can link new records. */
export type Id = string;
