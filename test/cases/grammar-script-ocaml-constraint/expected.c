int main() {
  h(1);
  f(1, 2);
  h(x);
}
