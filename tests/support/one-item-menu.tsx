// A menu of the first screens as the lazy-floating tests draw it: a plain button as its target, one item, drawn in
// place (no portal) so that the tests find it in the rendered container.
import { Menu } from '../../src/shared/ui/lazy-floating';

export function OneItemMenu({ target, item }: { target: string; item: string }) {
  return (
    <Menu withinPortal={false}>
      <Menu.Target>
        <button type="button">{target}</button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>{item}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
