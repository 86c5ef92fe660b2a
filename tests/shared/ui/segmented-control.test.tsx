// @vitest-environment jsdom
// The list's segmented choices (src/shared/ui/segmented-control.tsx): Mantine's look and radio behaviour,
// without reading the page's layout when they mount (Mantine's own control measures every label then).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { SegmentedControl as MantineSegmentedControl } from '@mantine/core';
import { renderWithProviders } from '../../support/render';
import { SegmentedControl } from '../../../src/shared/ui/segmented-control';

const DATA = [
  { value: '1', label: '企业' },
  { value: '2', label: '个人' },
];

function Choices({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('1');
  return (
    <SegmentedControl
      size="sm"
      color="gov"
      value={value}
      data={DATA}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SegmentedControl', () => {
  it('mounts without measuring the page, and its radios choose', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const onChange = vi.fn();
    renderWithProviders(<Choices onChange={onChange} />);
    expect(measure).not.toHaveBeenCalled();
    const group = screen.getByRole('radiogroup');
    expect((screen.getByLabelText('企业') as HTMLInputElement).checked).toBe(true);
    // the chosen label carries Mantine's own highlight at rest; the indicator waits hidden
    expect(group.querySelector('label[data-active]')?.textContent).toBe('企业');
    expect(group.querySelector('[data-hidden]')).not.toBeNull();

    fireEvent.click(screen.getByLabelText('个人'));
    expect(onChange).toHaveBeenCalledWith('2');
    expect((screen.getByLabelText('个人') as HTMLInputElement).checked).toBe(true);
    expect(group.querySelector('label[data-active]')?.textContent).toBe('个人');
  });

  it("has the classes, variables and attributes of Mantine's control", async () => {
    const { container, unmount } = renderWithProviders(
      <>
        <div data-testid="ours">
          <SegmentedControl size="sm" color="gov" value="1" data={DATA} onChange={() => undefined} />
        </div>
        <div data-testid="mantine">
          <MantineSegmentedControl size="sm" color="gov" value="1" data={DATA} onChange={() => undefined} />
        </div>
      </>,
    );
    const shape = (root: Element) =>
      [...root.querySelectorAll('*')]
        .filter(
          (el) => !el.classList.contains('mantine-FloatingIndicator-root') && !el.hasAttribute('data-hidden'),
        )
        .map((el) => ({
          tag: el.tagName,
          className: el.getAttribute('class'),
          style: el.getAttribute('style'),
          active: el.getAttribute('data-active'),
          type: el.getAttribute('type'),
          role: el.getAttribute('role'),
        }));
    const ours = container.querySelector('[data-testid="ours"]')!;
    const mantine = container.querySelector('[data-testid="mantine"]')!;
    // Mantine's marks its root once its indicator is measured; ours keeps the label's highlight instead
    mantine.querySelector('[data-initialized]')?.removeAttribute('data-initialized');
    expect(shape(ours).filter((el) => el.tag === 'INPUT')).toHaveLength(2);
    // the indicator that slides between choices: Mantine's classes
    const classes = (el: Element | null) => el?.getAttribute('class')?.split(' ').sort();
    expect(classes(ours.querySelector('[data-hidden]'))).toEqual(
      classes(mantine.querySelector('.mantine-SegmentedControl-indicator')),
    );
    expect(shape(ours)).toEqual(shape(mantine).filter((el) => !el.className?.includes('indicator')));
    // Mantine's indicator marks itself ready 20 ms after mounting, and its timer outlives the component: let it
    // run while this file's window still exists (after the file it threw "window is not defined")
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
});
