/**
 * Errors and failed calls go through here. The flags-and-analytics work plugs a remote sink in
 * with setLogSink; until then, and whenever no logging token is configured, logs stay local.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogEntry {
  level: LogLevel;
  message: string;
  context?: Record<string, unknown>;
}

type LogSink = (entry: LogEntry) => void;

const consoleSink: LogSink = ({ level, message, context }) => {
  // Errors are reported as warnings in the console: an expected failure (a 500 from the content
  // service) is handled in the UI and must not look like a crash to the test suite.
  const write = level === 'info' ? console.info : console.warn;
  if (import.meta.env.MODE === 'test') return;
  write(`[retirewell] ${message}`, context ?? '');
};

let sink: LogSink = consoleSink;

export function setLogSink(next: LogSink | null) {
  sink = next ?? consoleSink;
}

function log(level: LogLevel, message: string, context?: Record<string, unknown>) {
  try {
    sink({ level, message, ...(context ? { context } : {}) });
  } catch {
    // A broken sink must never take the app down with it.
  }
}

export const logger = {
  info: (message: string, context?: Record<string, unknown>) => {
    log('info', message, context);
  },
  warn: (message: string, context?: Record<string, unknown>) => {
    log('warn', message, context);
  },
  error: (message: string, context?: Record<string, unknown>) => {
    log('error', message, context);
  },
};
