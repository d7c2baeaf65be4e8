#define OLD_MODE 1
#define NEW_MODE 2
#define OTHER 1

int mode = OLD_MODE;
