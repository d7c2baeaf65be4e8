int main(void) { return 1; }

int f(void) { return 2; }

#define x 3

int g(void) { return x; }
