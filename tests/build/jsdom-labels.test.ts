import { afterEach, describe, expect, it } from 'vitest';

/**
 * patches/jsdom+*.patch: a label's `for` is looked up in the document's id cache instead of walking the whole tree
 * (which made every role query quadratic in the page's size). The lookup must still answer what the HTML standard says.
 */
describe('jsdom, patched: a label finds its control', () => {
  afterEach(() => document.body.replaceChildren());

  it('by its for: the element with that id, and the control lists the label', () => {
    document.body.innerHTML = '<label for="email">E-mail</label><input id="email" />';
    const label = document.querySelector('label')!;
    const input = document.querySelector('input')!;
    expect(label.control).toBe(input);
    expect([...input.labels!]).toEqual([label]);
  });

  it('the first element in tree order when an id is repeated', () => {
    document.body.innerHTML = '<label for="x">X</label><div><input id="x" name="first" /></div><input id="x" />';
    expect(document.querySelector('label')!.control).toBe(document.querySelector('input[name="first"]'));
  });

  it('none when the id names no labelable element, or nothing', () => {
    document.body.innerHTML = '<label for="box">Box</label><div id="box"></div><label for="gone">Gone</label>';
    const [box, gone] = document.querySelectorAll('label');
    expect(box!.control).toBeNull();
    expect(gone!.control).toBeNull();
  });

  it('follows ids that change and elements that come and go', () => {
    document.body.innerHTML = '<label for="late">Late</label>';
    const label = document.querySelector('label')!;
    const input = document.createElement('input');
    document.body.append(input);
    expect(label.control).toBeNull();
    input.id = 'late';
    expect(label.control).toBe(input);
    input.remove();
    expect(label.control).toBeNull();
  });

  it('in a tree outside the document too', () => {
    const form = document.createElement('form');
    form.innerHTML = '<label for="name">Name</label><input id="name" />';
    expect(form.querySelector('label')!.control).toBe(form.querySelector('input'));
  });
});
