@@
@@
- bpf_link
+ bpf_link2
