/** An element read back from XML: its name, attributes (decoded), children and text (decoded). */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const NAME = /[A-Za-z_:][\w.:-]*/y;
const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A strict reader of the XML our reports write (elements, attributes, text,
 * one declaration; no DTD, comments or CDATA): it throws where an XML 1.0
 * parser would refuse the text (a raw `<` or `&`, an unknown entity, a tag
 * closed out of order, a character XML cannot hold, two roots), so a test
 * can hold a report to being well-formed and read what it says.
 */
export function readXml(text: string): XmlElement {
  const bad = INVALID.exec(text);
  if (bad) throw new Error(`character U+${bad[0].charCodeAt(0).toString(16)} at ${bad.index} is not allowed in XML`);
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at offset ${at}: ${JSON.stringify(text.slice(at, at + 30))}`);
  };
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const name = (): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(text);
    if (!match) fail('expected a name');
    at += match![0].length;
    return match![0];
  };
  const decode = (raw: string): string =>
    raw.replace(/&([^;]*);|&/g, (whole, entity: string | undefined) => {
      if (entity === undefined) return fail('a raw & (not an entity)');
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
      if (Object.hasOwn(named, entity)) return named[entity]!;
      const code = /^#x([0-9a-fA-F]+)$/.exec(entity)?.[1] ?? /^#(\d+)$/.exec(entity)?.[1];
      if (code === undefined) return fail(`unknown entity ${whole}`);
      return String.fromCodePoint(entity.startsWith('#x') ? Number.parseInt(code, 16) : Number(code));
    });
  const element = (): XmlElement => {
    if (text[at] !== '<') fail('expected <');
    at++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      space();
      if (text.startsWith('/>', at)) {
        at += 2;
        return { name: tag, attributes, children: [], text: '' };
      }
      if (text[at] === '>') {
        at++;
        break;
      }
      if (at === before) fail('expected a space before an attribute');
      const key = name();
      if (Object.hasOwn(attributes, key)) fail(`attribute ${key} twice`);
      space();
      if (text[at] !== '=') fail('expected =');
      at++;
      space();
      const quote = text[at];
      if (quote !== '"' && quote !== "'") fail('expected a quoted value');
      const end = text.indexOf(quote!, at + 1);
      if (end < 0) fail('unterminated attribute');
      const raw = text.slice(at + 1, end);
      if (raw.includes('<')) fail('a raw < in an attribute');
      // An attribute's raw line breaks and tabs are read as spaces (XML 1.0 §3.3.3).
      attributes[key] = decode(raw.replace(/[\n\r\t]/g, ' '));
      at = end + 1;
    }
    const node: XmlElement = { name: tag, attributes, children: [], text: '' };
    for (;;) {
      const next = text.indexOf('<', at);
      if (next < 0) fail(`<${tag}> is never closed`);
      node.text += decode(text.slice(at, next));
      at = next;
      if (text.startsWith('</', at)) {
        at += 2;
        const closing = name();
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
        space();
        if (text[at] !== '>') fail('expected >');
        at++;
        return node;
      }
      node.children.push(element());
    }
  };
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) fail('unterminated declaration');
    at = end + 2;
  }
  space();
  const root = element();
  space();
  if (at !== text.length) fail('text after the root element');
  return root;
}
