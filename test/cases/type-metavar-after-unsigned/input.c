int main() {
  unsigned int x;
  long y;
  unsigned long long int a;
  long long int b;
  unsigned long z;
  long w;
  return 0;
}
