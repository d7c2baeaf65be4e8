#define MAX_PORTS 6
#define MIN_PORT 0
