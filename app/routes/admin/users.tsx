// Placeholder until the screen lands (issue 5); replaced by its owner.
export default function Screen() {
  return <h1>users</h1>;
}
