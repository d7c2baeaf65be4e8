int lookup(int);

#define PICK(a,key,b) lookup(key)
#define PICK(key) lookup(key)
#define PICK(key,rest) lookup(key)
#define PICK(other) lookup(key)

int main(void) { return 0; }
