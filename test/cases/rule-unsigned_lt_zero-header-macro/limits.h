#define MAX_PORTS 6
