int main(void) { return 1; }

int g(void) { return x; }
