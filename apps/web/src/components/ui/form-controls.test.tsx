import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Tabs } from './tabs';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('is labelled, and links its messages with aria-describedby; an error marks it invalid', () => {
    render(
      <TextField
        label="E-mail"
        name="email"
        messages={[
          { key: 1, text: 'Required', type: 'error' },
          { key: 2, text: 'We never share it', type: 'info' },
        ]}
      />,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Required', 'We never share it']);
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" messages={[{ key: 1, text: 'Optional', type: 'info' }]} />);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('Checkbox', () => {
  it('is labelled and links its error', () => {
    render(<Checkbox label="I agree" messages={[{ key: 1, text: 'Please agree', type: 'error' }]} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please agree');
  });
});

describe('Tabs', () => {
  function Harness({ onChange }: { onChange?: (value: string) => void }) {
    const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        label="Sections"
        items={[
          { value: 'a', label: 'First' },
          { value: 'b', label: 'Second' },
          { value: 'c', label: 'Third' },
        ]}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      >
        <p>Panel {value}</p>
      </Tabs>
    );
  }

  it('marks the selected tab, keeps only it in the tab order and labels the panel by it', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Second' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'First' }).textContent).toBe('Panel a');
  });

  it('moves with arrow keys, Home and End, and on click', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: 'Sections' });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Second' }));
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Third' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Third' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(onChange.mock.calls.map(([value]) => value as string)).toEqual(['b', 'c', 'a', 'c', 'a', 'b']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel b');
  });
});
