int main() {
  f(1, 1);
  f(1, 2);
  f(x, x);
}
