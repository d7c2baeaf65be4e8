typedef struct Error Error;

void open_dev(const char *name, Error **errp);
void close_dev(int fd, int flags, Error **errp);
long count(int n, Error **errp);
void plain(const char *name);
