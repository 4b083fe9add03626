// The chart text's tokens: barlines, repeat signs, sections, words in quotes and the words between them
// (chart/text.ts reads them into bars). A line break is a token of its own, since it can end a bar.
import type { BarEnd } from './model.js';

/** One token of a chart's text; `problem` says what is wrong with it, in words. */
export type Token =
  | { readonly kind: 'barline'; readonly end: BarEnd }
  | { readonly kind: 'open' }
  | { readonly kind: 'newline' }
  | { readonly kind: 'section'; readonly name: string; readonly problem?: string }
  | { readonly kind: 'text'; readonly text: string; readonly problem?: string }
  | { readonly kind: 'word'; readonly text: string };

const QUOTES = '"\u201c\u201d\u201e';
/** Characters that end a word. */
const BREAKS = ` \t\r\n\f\v,;|{}[]<${QUOTES}`;
const STRUCTURE = `|{}[]\n${QUOTES}`;

const isSpace = (char: string) => /\s/.test(char) || char === ',' || char === ';';

/** The text inside quotes or angle brackets from `start`, to the closing mark on the same line. */
function readWords(
  text: string,
  start: number,
  closers: string,
): { words: string; next: number; closed: boolean } {
  let words = '';
  let at = start;
  while (at < text.length && text[at] !== '\n') {
    const char = text[at] as string;
    if (closers.includes(char)) return { words, next: at + 1, closed: true };
    if (char === '\\' && at + 1 < text.length) {
      const escaped = text[at + 1] as string;
      words += escaped === 'n' ? '\n' : escaped;
      at += 2;
    } else {
      words += char;
      at += 1;
    }
  }
  return { words, next: at, closed: false };
}

/** The tokens of a chart's text. Never throws. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    const next = text[at + 1];
    if (char === '\n') {
      tokens.push({ kind: 'newline' });
      at += 1;
    } else if (isSpace(char)) at += 1;
    else if (char === '|') {
      // "|]" final; "||" double ("||]" final); "|:" and "||:" open a repeat.
      let run = 1;
      while (text[at + run] === '|') run += 1;
      const after = text[at + run];
      if (after === ']' || after === ':') {
        tokens.push(after === ']' ? { kind: 'barline', end: 'final' } : { kind: 'open' });
        at += run + 1;
      } else {
        tokens.push({ kind: 'barline', end: run > 1 ? 'double' : 'single' });
        at += run;
      }
    } else if (char === ':' && next === '|') {
      tokens.push({ kind: 'barline', end: 'repeat' });
      at += 2;
      while (text[at] === '|') at += 1;
    } else if (char === '{') {
      tokens.push({ kind: 'open' });
      at += 1;
    } else if (char === '}') {
      tokens.push({ kind: 'barline', end: 'repeat' });
      at += 1;
    } else if (char === '[') {
      let end = at + 1;
      while (end < text.length && !STRUCTURE.includes(text[end] as string)) end += 1;
      if (text[end] === ']') {
        tokens.push({
          kind: 'section',
          name: text
            .slice(at + 1, end)
            .trim()
            .replace(/\s+/g, ' '),
        });
        at = end + 1;
      } else {
        // No closing bracket: the first word is the section, the rest is read as usual.
        const name = /^[^\s,;|{}[\]<"\u201c\u201d\u201e]*/.exec(text.slice(at + 1))?.[0] ?? '';
        tokens.push({ kind: 'section', name, problem: `'[${name}' has no closing ']'` });
        at += 1 + name.length;
      }
    } else if (QUOTES.includes(char) || char === '<') {
      const read = readWords(text, at + 1, char === '<' ? '>' : QUOTES);
      const shown = `${char}${read.words}`;
      const problem = read.closed
        ? undefined
        : `the words ${shown} have no closing ${char === '<' ? "'>'" : 'quote'}`;
      tokens.push(problem ? { kind: 'text', text: read.words, problem } : { kind: 'text', text: read.words });
      at = read.next;
    } else {
      let end = at;
      while (end < text.length) {
        const c = text[end] as string;
        if (c === ']' && end === at) {
          end += 1;
          break;
        }
        if (BREAKS.includes(c) || c === ']' || (c === ':' && text[end + 1] === '|')) break;
        if (c === '(') {
          // Parentheses keep what they hold in the word: "C7(b9, #11)".
          let close = end + 1;
          while (close < text.length && text[close] !== ')' && !STRUCTURE.includes(text[close] as string))
            close += 1;
          if (text[close] === ')') {
            end = close + 1;
            continue;
          }
        }
        end += 1;
      }
      tokens.push({ kind: 'word', text: text.slice(at, end) });
      at = end;
    }
  }
  return tokens;
}
