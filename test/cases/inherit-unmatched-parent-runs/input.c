void log(int);
void trace(int);

int main(void)
{
	log(1);
	return 0;
}
