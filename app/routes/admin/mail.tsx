// Placeholder until the outbox screen lands (issue 6); replaced by its owner.
export default function Screen() {
  return <h1>Mail</h1>;
}
