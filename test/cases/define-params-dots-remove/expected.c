int lookup(int);
#define PICK(other) lookup(key)

int main(void) { return 0; }
