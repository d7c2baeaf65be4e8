int main () {
if(y) rrr();
if(z) {
sss();
}
}
