#define OLD_MODE 1
#define OTHER 1

int mode = OLD_MODE;
