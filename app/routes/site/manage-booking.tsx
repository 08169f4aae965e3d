// Placeholder until the manage page lands (issue 6); replaced by its owner.
export default function Screen() {
  return <h1>Booking</h1>;
}
