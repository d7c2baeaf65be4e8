int main() {
  unsigned int x;
  long y;
  return 0;
}
