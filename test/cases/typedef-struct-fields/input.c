typedef struct {
	char tag;
	int count;
} counter_t;

struct plain {
	int count;
};
