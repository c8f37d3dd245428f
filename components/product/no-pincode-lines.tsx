/** The delivery block's lines before a pincode is known (check with a pincode or locate-me). */
export function NoPincodeLines() {
  return (
    <>
      <p className="font-medium text-ink">Check delivery date</p>
      <p className="text-muted">Enter your pincode or use your location</p>
    </>
  );
}
