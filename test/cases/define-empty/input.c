#define FULL 12

#define EMPTY
int y;
