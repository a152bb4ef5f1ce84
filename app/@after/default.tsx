export default function NothingAfter() {
  return null;
}
