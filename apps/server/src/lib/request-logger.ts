import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilent } from 'pino';

type Pino = FastifyBaseLogger & {
  isLevelEnabled(level: string): boolean;
  bindings(): Bindings;
  flush?(cb?: (err?: Error) => void): void;
};

/**
 * A request's logger, made when the request first logs a line at an enabled level. Fastify gives
 * every request a child logger carrying its id (`reqId`); pino's child serializes those bindings
 * when it is made, about a microsecond, and on the player's hot calls most requests log nothing
 * (the status call spent more on its logger than on its answer's region verdict). The lines it
 * writes are the child's own: same bindings, same serializers, same redaction.
 */
class LazyChild {
  #real: Pino | undefined;

  constructor(
    readonly parent: Pino,
    readonly childBindings: Bindings,
  ) {}

  get real(): Pino {
    return (this.#real ??= this.parent.child(this.childBindings) as Pino);
  }

  get level(): LevelWithSilent {
    return (this.#real ?? this.parent).level as LevelWithSilent;
  }

  set level(level: LevelWithSilent) {
    this.real.level = level;
  }

  get msgPrefix(): string | undefined {
    return (this.real as { msgPrefix?: string }).msgPrefix;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#real ?? this.parent).isLevelEnabled(level);
  }

  bindings(): Bindings {
    return this.real.bindings();
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  flush(cb?: (err?: Error) => void): void {
    this.real.flush?.(cb);
  }

  silent(): void {}

  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }

  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }

  info(...args: unknown[]): void {
    this.#write('info', args);
  }

  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }

  error(...args: unknown[]): void {
    this.#write('error', args);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }

  /** Below the level nothing is made; else the line is the child's own. */
  #write(level: Level, args: unknown[]): void {
    if (this.isLevelEnabled(level)) Reflect.apply(this.real[level], this.real, args);
  }
}

/**
 * Fastify's `childLoggerFactory`: a per-route level or serializers get pino's child at once (they
 * change which lines are written), as does a logger that is not pino; otherwise the child waits
 * for the first line.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  if (options.level !== undefined || options.serializers !== undefined || !isPino(logger))
    return logger.child(bindings, options);
  return new LazyChild(logger, bindings);
};

/** Not pino when logging is off: Fastify's own stand-in, whose child is itself. */
const isPino = (logger: FastifyBaseLogger): logger is Pino =>
  typeof (logger as Partial<Pino>).isLevelEnabled === 'function';
