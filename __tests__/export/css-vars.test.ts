import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import postcss from 'postcss';
import {
  customPropertyNames,
  foldUnsetProperties,
  renameCustomProperties,
  replaceVars,
} from '../../export/css-vars';

const fold = (css: string) => {
  const root = postcss.parse(css);
  foldUnsetProperties(root);
  return root.toString();
};

describe('replaceVars', () => {
  it('answers for each var(), nested fallbacks included, and leaves the others as written', () => {
    const text = 'calc(var(--a, var(--b,1px)) + var(--c, "x)"))';
    assert.equal(
      replaceVars(text, (name, fallback) => (name === '--b' ? '2px' : name === '--c' ? fallback : undefined)),
      'calc(var(--a, 2px) + "x)")',
    );
  });
});

describe('foldUnsetProperties', () => {
  it('writes out a registered property no rule sets, and drops its registration', () => {
    const css = fold(
      '.border{border-style:var(--tw-border-style);border-width:1px}' +
        '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
    );
    assert.equal(css, '.border{border-style:solid;border-width:1px}');
  });

  it('keeps a property some rule sets to another value', () => {
    const css =
      '.a{border-style:var(--s)}.dashed{--s:dashed}@property --s{syntax:"*";inherits:false;initial-value:solid}';
    assert.equal(fold(css), css);
  });

  it('treats a property every rule sets to its initial value as unset', () => {
    const css = fold(
      '.s>*{--r:0;margin-top:calc(1rem * var(--r))}@property --r{syntax:"*";inherits:false;initial-value:0}',
    );
    assert.equal(css, '.s>*{margin-top:calc(1rem * 0)}');
  });

  it('reads the fallback of a property with no initial value, and drops shadows that draw nothing', () => {
    const css = fold(
      '.shadow{--tw-shadow:0 1px 2px var(--tw-shadow-color,#0000001a);box-shadow:var(--tw-ring-shadow), var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '@property --tw-shadow-color{syntax:"*";inherits:false}' +
        '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
    assert.equal(
      css,
      '.shadow{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
  });

  it('leaves a var() with nothing to read, and its registration', () => {
    const css = '.a{line-height:var(--lead)}@property --lead{syntax:"*";inherits:false}';
    assert.equal(fold(css), css);
  });
});

describe('customPropertyNames', () => {
  it('names the most used properties shortest, and renames them wherever they are set and read', () => {
    const root = postcss.parse(
      ':root{--paper:#fff;--ink:#000}.a{color:var(--ink);background:var(--paper,var(--ink))}' +
        '@property --ink{syntax:"*";inherits:true}@supports (color:var(--ink)){.b{color:red}}',
    );
    const names = customPropertyNames(root);
    assert.equal(names.get('--ink'), '--a');
    assert.equal(names.get('--paper'), '--b');
    renameCustomProperties(root, names);
    assert.equal(
      root.toString(),
      ':root{--b:#fff;--a:#000}.a{color:var(--a);background:var(--b,var(--a))}' +
        '@property --a{syntax:"*";inherits:true}@supports (color:var(--a)){.b{color:red}}',
    );
  });
});

describe('foldUnsetProperties and typed properties', () => {
  it('leaves a property registered with a type, whose value is read as its type computes it', () => {
    const css =
      '.ring{--s:0 0 0 calc(1px + var(--w))}@property --w{syntax:"<length>";inherits:false;initial-value:0}';
    assert.equal(fold(css), css);
  });
});
