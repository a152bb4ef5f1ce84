// GitHub Actions' expressions as its docs define them ("Evaluate expressions in workflows and
// actions"): literals, contexts, `!`, comparisons, `&&` and `||` (which return an operand), and the
// functions the project's workflows use. `if:` without a status function means `success() && (…)`.

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** The job's status as a status function sees it. */
export interface Status {
  failed: boolean;
  cancelled: boolean;
}

type Token = { kind: 'op' | 'name' | 'string' | 'number'; text: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const match =
      /^(==|!=|<=|>=|&&|\|\||[!<>().,[\]])/.exec(rest) ??
      /^'(?:[^']|'')*'/.exec(rest) ??
      /^-?\d+(?:\.\d+)?/.exec(rest) ??
      /^[A-Za-z_][\w-]*/.exec(rest);
    if (!match) throw new Error(`an expression the model cannot read at “${rest}”`);
    const piece = match[0];
    tokens.push({
      kind: piece.startsWith("'")
        ? 'string'
        : /^-?\d/.test(piece)
          ? 'number'
          : /^[A-Za-z_]/.test(piece)
            ? 'name'
            : 'op',
      text: piece,
    });
    at += piece.length;
  }
  return tokens;
}

const truthy = (value: Value) => !(value === false || value === 0 || value === '' || value === null);

function toNumber(value: Value): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value);
  return Number.NaN;
}

/** `==` as GitHub compares: strings without regard to case, other types as numbers. */
function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === typeof b && (typeof a !== 'object' || a === null)) return a === b;
  return toNumber(a) === toNumber(b);
}

const functions: Record<string, (args: Value[], status: Status) => Value> = {
  success: (_, status) => !status.failed && !status.cancelled,
  failure: (_, status) => status.failed,
  cancelled: (_, status) => status.cancelled,
  always: () => true,
  contains: ([haystack, needle]) =>
    Array.isArray(haystack)
      ? haystack.some((item) => equal(item, needle))
      : String(haystack ?? '')
          .toLowerCase()
          .includes(String(needle ?? '').toLowerCase()),
  startsWith: ([text, start]) =>
    String(text ?? '')
      .toLowerCase()
      .startsWith(String(start ?? '').toLowerCase()),
  endsWith: ([text, end]) =>
    String(text ?? '')
      .toLowerCase()
      .endsWith(String(end ?? '').toLowerCase()),
};

/** The value of `expression` (no `${{ }}`) in `context`. */
export function evaluate(expression: string, context: Record<string, Value>, status: Status): Value {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = () => tokens[at]?.text;
  const take = (text?: string) => {
    const token = tokens[at++];
    if (!token || (text && token.text !== text)) throw new Error(`expected ${text} in “${expression}”`);
    return token;
  };
  const or = (): Value => {
    let value = and();
    while (peek() === '||') {
      take();
      const right = and();
      value = truthy(value) ? value : right;
    }
    return value;
  };
  const and = (): Value => {
    let value = compare();
    while (peek() === '&&') {
      take();
      const right = compare();
      value = truthy(value) ? right : value;
    }
    return value;
  };
  const compare = (): Value => {
    const left = unary();
    const op = peek();
    if (!op || !['==', '!=', '<', '<=', '>', '>='].includes(op)) return left;
    take();
    const right = unary();
    if (op === '==') return equal(left, right);
    if (op === '!=') return !equal(left, right);
    const [a, b] = [toNumber(left), toNumber(right)];
    return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
  };
  const unary = (): Value => {
    if (peek() === '!') {
      take();
      return !truthy(unary());
    }
    return postfix(primary());
  };
  const primary = (): Value => {
    const token = take();
    if (token.text === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.kind === 'string') return token.text.slice(1, -1).replace(/''/g, "'");
    if (token.kind === 'number') return Number(token.text);
    if (token.text === 'true' || token.text === 'false') return token.text === 'true';
    if (token.text === 'null') return null;
    if (peek() === '(') {
      take('(');
      const args: Value[] = [];
      while (peek() !== ')') {
        args.push(or());
        if (peek() === ',') take(',');
      }
      take(')');
      const call = functions[token.text];
      if (!call) throw new Error(`a function the model does not know: ${token.text}`);
      return call(args, status);
    }
    return context[token.text] ?? null;
  };
  const postfix = (value: Value): Value => {
    let current = value;
    for (;;) {
      if (peek() === '.') {
        take();
        const name = take().text;
        current =
          current && typeof current === 'object' && !Array.isArray(current) ? (current[name] ?? null) : null;
      } else if (peek() === '[') {
        take();
        const key = or();
        take(']');
        current =
          current && typeof current === 'object'
            ? ((current as Record<string, Value>)[String(key)] ?? null)
            : null;
      } else return current;
    }
  };
  const value = or();
  if (at !== tokens.length) throw new Error(`the model could not read all of “${expression}”`);
  return value;
}

/** Whether an `if:` lets its job or step run. */
export function runs(condition: string | undefined, context: Record<string, Value>, status: Status): boolean {
  const expression = (condition ?? '')
    .trim()
    .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
    .trim();
  if (!expression) return !status.failed && !status.cancelled;
  const value = truthy(evaluate(expression, context, status));
  return /\b(success|failure|cancelled|always)\(\)/.test(expression)
    ? value
    : !status.failed && !status.cancelled && value;
}

/** A string with `${{ … }}` in it, filled in. */
export function fill(text: string, context: Record<string, Value>, status: Status): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) => {
    const value = evaluate(expression, context, status);
    return value === null ? '' : String(value);
  });
}
