// What a container's catalogue test also checks: no component shows a literal sentence. Text a
// visitor sees goes through t() (shared/README.md, "Texts and languages"), so a JSX text node or a
// literal aria-label/alt/placeholder/title/label with words in it is a string that stays in one
// language whatever the visitor picks.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Attributes whose value a visitor reads or hears. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'placeholder', 'title', 'label']);
/** A word: two letters in a row (so '·', '—', '×', '%', '4' or '{phone}' placeholders pass). */
const WORDS = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    // standalone.tsx only runs a remote alone on a developer's machine.
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) && entry.name !== 'standalone.tsx' ? [file] : [];
  });
}

/** True when `node` sits in a {…} child of an element, not inside a call or an attribute. */
function isRenderedChild(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent) || ts.isJsxAttribute(parent) || ts.isTaggedTemplateExpression(parent)) return false;
    if (ts.isJsxExpression(parent)) return ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent);
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && parent.operatorToken.kind !== ts.SyntaxKind.BarBarToken && parent.operatorToken.kind !== ts.SyntaxKind.PlusToken) return false;
    if (!(ts.isConditionalExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isBinaryExpression(parent) || ts.isTemplateExpression(parent) || ts.isTemplateSpan(parent))) return false;
  }
  return false;
}

/** Literal visible texts in the components under `dir`, as 'file:line: text'. */
export function literalTextsIn(dir: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(dir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const report = (node: ts.Node, text: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${path.relative(dir, file)}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
      if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
        const value = node.initializer;
        const literal = ts.isStringLiteral(value)
          ? value.text
          : ts.isJsxExpression(value) && value.expression && (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))
            ? value.expression.text
            : undefined;
        if (literal !== undefined && WORDS.test(literal)) report(node, literal);
      }
      // A string shown as a child: {open ? 'Open' : 'Closed'}; not an argument of a call (t('…'), a key table lookup).
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && WORDS.test(node.text) && isRenderedChild(node)) report(node, node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
