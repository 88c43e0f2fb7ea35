import { HttpError } from './http';

/** A serialisable error for Redux state (SPEC.md "Failed calls"). */
export interface AppError {
  status: string | number | null;
  message: string;
}

/** Converts whatever was thrown; null when nothing was given. */
export function toAppError(error: unknown): AppError | null {
  if (error === null || error === undefined) return null;
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (error instanceof Error) return { status: null, message: error.message };
  if (typeof error === 'string') return { status: null, message: error };
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    const status = 'status' in error ? error.status : null;
    return {
      status: typeof status === 'string' || typeof status === 'number' ? status : null,
      message: error.message,
    };
  }
  return { status: null, message: 'Unknown error' };
}
