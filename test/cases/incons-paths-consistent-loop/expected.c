void start(void);
void poll(void);

void run(int n)
{
	start();
	while (n--) {
	}
}
